import { describe, expect, it } from "vitest";
import { parseVideoUrl, videoEmbedUrl, videoPageUrl } from "~/lib/website/video";

describe("parseVideoUrl", () => {
  it.each([
    ["https://www.youtube.com/watch?v=aqz-KE-bpKQ", { provider: "youtube", id: "aqz-KE-bpKQ" }],
    ["https://youtube.com/watch?v=aqz-KE-bpKQ&t=42s", { provider: "youtube", id: "aqz-KE-bpKQ" }],
    ["https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    ["http://www.youtube.com/watch?v=dQw4w9WgXcQ", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://youtu.be/dQw4w9WgXcQ", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", { provider: "youtube", id: "dQw4w9WgXcQ" }],
    ["https://www.youtube.com/shorts/a_B-c1D2e3F", { provider: "youtube", id: "a_B-c1D2e3F" }],
    ["  https://vimeo.com/76979871  ", { provider: "vimeo", id: "76979871" }],
    ["https://www.vimeo.com/76979871", { provider: "vimeo", id: "76979871" }],
  ])("accepts %s", (url, expected) => {
    expect(parseVideoUrl(url)).toEqual(expected);
  });

  it.each([
    "",
    "not a url",
    "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ123",
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/channel/UC123",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ/extra",
    "https://user@youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ",
    "https://vimeo.com/channels/staffpicks/76979871",
    "https://vimeo.com/abc",
    "https://player.vimeo.com/video/76979871",
    "ftp://vimeo.com/76979871",
    "https://dailymotion.com/video/x7tgad0",
  ])("refuses %s", (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it("refuses nothing at all", () => {
    expect(parseVideoUrl(null)).toBeNull();
    expect(parseVideoUrl(undefined)).toBeNull();
  });
});

describe("videoEmbedUrl and videoPageUrl", () => {
  it("embeds YouTube from youtube-nocookie.com", () => {
    const video = parseVideoUrl("https://youtu.be/dQw4w9WgXcQ")!;
    expect(videoEmbedUrl(video)).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(videoPageUrl(video)).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  });

  it("embeds Vimeo from player.vimeo.com", () => {
    const video = parseVideoUrl("https://vimeo.com/76979871")!;
    expect(videoEmbedUrl(video)).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871(\?|$)/);
    expect(videoPageUrl(video)).toBe("https://vimeo.com/76979871");
  });
});
