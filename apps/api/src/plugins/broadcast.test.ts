import { afterEach, describe, expect, it } from "vitest";
import { TEST_REDIS_URL, redisReachable } from "../../test/redis";
import { type Broadcast, createBroadcastInvalidationBus, createLocalBroadcast, createRedisBroadcast } from "./broadcast";

const log = { warn: () => {} };
const redisUrl = TEST_REDIS_URL;
const opened: Broadcast[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((broadcast) => broadcast.close()));
});


async function waitFor(check: () => boolean, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("local broadcast", () => {
  it("delivers to every handler of the channel, and a failing handler does not stop the others", async () => {
    const broadcast = createLocalBroadcast(log);
    opened.push(broadcast);
    const heard: string[] = [];
    await broadcast.subscribe("revalidate", () => {
      throw new Error("boom");
    });
    await broadcast.subscribe("revalidate", (message) => void heard.push(message));
    await broadcast.subscribe("other", (message) => void heard.push(`other:${message}`));
    await broadcast.publish("revalidate", "/blog");
    expect(heard).toEqual(["/blog"]);
  });
});

describe.skipIf(!(await redisReachable()))("redis broadcast", () => {
  it("reaches every instance, the publisher included, on its own channel only", async () => {
    const prefix = `fz-test-${process.pid}-${Date.now()}:`;
    const instances = [1, 2, 3].map(() => createRedisBroadcast({ url: redisUrl, prefix, log }));
    opened.push(...instances);
    const heard = instances.map(() => [] as string[]);
    await Promise.all(instances.map((instance, i) => instance.subscribe("revalidate", (message) => void heard[i]!.push(message))));
    await instances[0]!.publish("revalidate", JSON.stringify(["/blog", "/"]));
    await instances[1]!.publish("elsewhere", "ignored");
    await waitFor(() => heard.every((messages) => messages.length === 1));
    expect(heard).toEqual(instances.map(() => [JSON.stringify(["/blog", "/"])]));
  });

  it("carries public-cache invalidations: at once on the writer, soon on the others, garbage ignored", async () => {
    const prefix = `fz-test-${process.pid}-${Date.now()}-cache:`;
    const [a, b] = [1, 2].map(() => createRedisBroadcast({ url: redisUrl, prefix, log }));
    opened.push(a!, b!);
    const busA = createBroadcastInvalidationBus(a!, log);
    const busB = createBroadcastInvalidationBus(b!, log);
    const heardA: string[][] = [];
    const heardB: string[][] = [];
    busA.subscribe((scopes) => void heardA.push([...scopes]));
    busB.subscribe((scopes) => void heardB.push([...scopes]));
    await waitFor(() => false, 300); // let both subscriptions reach Redis
    await a!.publish("public-cache-invalidate", JSON.stringify(["not-a-scope"]));
    busA.publish(["catalogue"]);
    expect(heardA[0]).toEqual(["catalogue"]); // synchronously, before any network
    await waitFor(() => heardB.length >= 1);
    expect(heardB).toEqual([["catalogue"]]);
  });
});
