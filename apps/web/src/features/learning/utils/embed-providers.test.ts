import { describe, expect, it } from "vitest";
import {
  CAPABILITIES,
  commandMessages,
  parseEmbedMessage,
  predictTime,
  providerOfOrigin,
  withPlayerApi,
} from "@/features/learning/utils/embed-providers";

describe("embedded providers", () => {
  it("switch the iframe API on", () => {
    const youtube = new URL(withPlayerApi("youtube", "https://www.youtube.com/embed/abc?start=3", "http://localhost:3000"));
    expect(youtube.searchParams.get("enablejsapi")).toBe("1");
    expect(youtube.searchParams.get("origin")).toBe("http://localhost:3000");
    expect(youtube.searchParams.get("start")).toBe("3");
    const vimeo = new URL(withPlayerApi("vimeo", "https://player.vimeo.com/video/1", "http://localhost:3000"));
    expect(vimeo.searchParams.get("api")).toBe("1");
  });

  it("recognise only the providers' own origins", () => {
    expect(providerOfOrigin("https://www.youtube.com")).toBe("youtube");
    expect(providerOfOrigin("https://www.youtube-nocookie.com")).toBe("youtube");
    expect(providerOfOrigin("https://player.vimeo.com")).toBe("vimeo");
    expect(providerOfOrigin("https://evil.example")).toBeNull();
    expect(providerOfOrigin("null")).toBeNull();
  });

  it("speak YouTube's command protocol", () => {
    expect(JSON.parse(commandMessages("youtube", { kind: "rate", rate: 0.75 })[0]!)).toMatchObject({
      event: "command",
      func: "setPlaybackRate",
      args: [0.75],
    });
    expect(JSON.parse(commandMessages("youtube", { kind: "seek", seconds: 12 })[0]!)).toMatchObject({
      func: "seekTo",
      args: [12, true],
    });
    expect(JSON.parse(commandMessages("youtube", { kind: "listen" })[0]!)).toMatchObject({ event: "listening" });
  });

  it("speak Vimeo's, subscribing to each event", () => {
    expect(commandMessages("vimeo", { kind: "rate", rate: 0.9 }).map((m) => JSON.parse(m) as unknown)).toEqual([
      { method: "setPlaybackRate", value: 0.9 },
    ]);
    const listen = commandMessages("vimeo", { kind: "listen" }).map((m) => JSON.parse(m) as { value: string });
    expect(listen.map((m) => m.value)).toContain("timeupdate");
  });

  it("read YouTube reports", () => {
    const info = JSON.stringify({ event: "infoDelivery", info: { currentTime: 12.5, duration: 200, playerState: 1, playbackRate: 0.75 } });
    expect(parseEmbedMessage("youtube", info)).toEqual({ time: 12.5, duration: 200, rate: 0.75, playing: true, ended: false });
    expect(parseEmbedMessage("youtube", JSON.stringify({ event: "onStateChange", info: 0 }))).toEqual({ playing: false, ended: true });
    expect(parseEmbedMessage("youtube", "not json")).toBeNull();
  });

  it("read Vimeo reports", () => {
    expect(parseEmbedMessage("vimeo", { event: "timeupdate", data: { seconds: 3, duration: 90, percent: 0.03 } })).toEqual({
      time: 3,
      duration: 90,
    });
    expect(parseEmbedMessage("vimeo", JSON.stringify({ event: "pause" }))).toEqual({ playing: false });
  });

  it("predict the time between reports at the playback rate", () => {
    expect(predictTime({ time: 10, at: 1000 }, 1500, true, 1)).toBeCloseTo(10.5);
    expect(predictTime({ time: 10, at: 1000 }, 1500, true, 0.5)).toBeCloseTo(10.25);
    expect(predictTime({ time: 10, at: 1000 }, 5000, false, 1)).toBe(10);
  });

  it("offer YouTube only the speeds it honours", () => {
    expect([...CAPABILITIES.youtube.speeds]).toEqual([0.5, 0.75, 1, 1.25]);
    expect(CAPABILITIES.self_hosted.speeds).toHaveLength(6);
  });
});
