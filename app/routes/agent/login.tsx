import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { LoginPage } from "~/components/accounts/login-page";
import { loginAction, loginLoader } from "~/server/accounts/login-action.server";
import { retryAfterHeaders } from "~/lib/http/retry-after";

export const meta: MetaFunction = () => [{ title: "Sign in" }, { name: "robots", content: "noindex" }];
export const headers = retryAfterHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => loginLoader(request, "agent");
export const action = ({ request }: ActionFunctionArgs) => loginAction(request, "agent");

export default function AgentLogin() {
  return <LoginPage portal="agent" />;
}
