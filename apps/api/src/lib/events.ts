import type { FastifyBaseLogger } from "fastify";

/**
 * The domain events, by name. Each module declares the events it emits by augmenting this
 * interface (declaration merging), so `learning` can announce "topic.viewed" and `points`
 * can react to it without either importing the other:
 *
 *   declare module "../../lib/events" {
 *     interface DomainEvents { "topic.viewed": { userId: number; themeId: number } }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type EventName = keyof DomainEvents;
export type EventHandler<K extends EventName> = (payload: DomainEvents[K]) => Promise<void> | void;

/**
 * A small in-process, typed event bus. Services emit AFTER their transaction commits;
 * handlers run in registration order and must be idempotent (they key their own writes),
 * because an event may be emitted again for the same fact (a retried request, a webhook
 * delivered twice). A failing handler is logged and does not fail the emitter's request.
 */
export class EventBus {
  private readonly handlers = new Map<EventName, EventHandler<never>[]>();

  constructor(private readonly log?: Pick<FastifyBaseLogger, "error">) {}

  on<K extends EventName>(name: K, handler: EventHandler<K>): () => void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as EventHandler<never>);
    this.handlers.set(name, list);
    return () => {
      const current = this.handlers.get(name) ?? [];
      this.handlers.set(
        name,
        current.filter((h) => h !== (handler as EventHandler<never>)),
      );
    };
  }

  async emit<K extends EventName>(name: K, payload: DomainEvents[K]): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        await (handler as EventHandler<K>)(payload);
      } catch (err) {
        this.log?.error({ err, event: name }, "domain event handler failed");
      }
    }
  }
}
