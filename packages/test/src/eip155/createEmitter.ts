type Listener<T> = (payload: T) => void

/** A tiny typed event emitter; a throwing listener is logged and does not stop the others. */
export interface Emitter<Events extends object> {
  on<E extends keyof Events>(event: E, listener: Listener<Events[E]>): void
  off<E extends keyof Events>(event: E, listener: Listener<Events[E]>): void
  emit<E extends keyof Events>(event: E, payload: Events[E]): void
}

export function createEmitter<Events extends object>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as Listener<never>)
      listeners.set(event, set)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as Listener<never>)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as Listener<typeof payload>)(payload)
        } catch (error) {
          console.error(`[kit test wallet] "${String(event)}" listener threw`, error)
        }
      }
    },
  }
}
