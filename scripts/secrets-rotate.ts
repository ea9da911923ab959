// npm run secrets:rotate: the secrets kept in the database (two-factor secrets) sealed
// again under the current key. To change the key: set SECRETS_KEY to the new one and
// SECRETS_KEY_PREVIOUS to the old one (the first time, the old one is SESSION_SECRET's:
// nothing to set), restart the servers (they read both), run this, then unset
// SECRETS_KEY_PREVIOUS. Plain secrets from before encryption are sealed too.
import { resealStoredSecrets } from "../app/server/accounts/two-factor.server";
import { getDbHandle } from "../app/server/db/db.server";
import { migrate } from "../app/server/db/migrate.server";
import { runScript, ScriptError } from "./run-script";

await runScript(async () => {
  const handle = getDbHandle();
  await migrate(handle.db);
  const { resealed, unreadable, keyId } = await resealStoredSecrets(handle.db);
  console.log(`Sealed ${resealed} secret${resealed === 1 ? "" : "s"} again under the current key (key id ${keyId}).`);
  if (unreadable.length) {
    throw new ScriptError(
      `${unreadable.length} secret${unreadable.length === 1 ? " was" : "s were"} encrypted with a key that is not configured and were left as they are ` +
        `(verifications ${unreadable.slice(0, 5).join(", ")}${unreadable.length > 5 ? ", …" : ""}): set SECRETS_KEY_PREVIOUS to that key and run this again.`,
    );
  }
});
