import { describe, expect, it } from "vitest";
import { assembleSettings, whatsappLink } from "~/lib/website/settings";

describe("assembleSettings", () => {
  it("maps rows to social_media and contact_info, with missing values as empty strings", () => {
    const s = assembleSettings([
      { setting_key: "facebook_url", setting_value: "https://facebook.com/x" },
      { setting_key: "contact_email", setting_value: "a@example.com" },
      { setting_key: "whatsapp_number", setting_value: null },
    ]);
    expect(s.social_media).toEqual({
      facebook: "https://facebook.com/x",
      twitter: "",
      instagram: "",
      linkedin: "",
      youtube: "",
      whatsapp: "",
    });
    expect(s.contact_info).toEqual({ email: "a@example.com", phone: "", address: "", website: "" });
  });
});

describe("whatsappLink", () => {
  it("keeps the digits only", () => {
    expect(whatsappLink("+91 98765-43210")).toBe("https://wa.me/919876543210");
    expect(whatsappLink("")).toBe("");
    expect(whatsappLink("n/a")).toBe("");
  });
});
