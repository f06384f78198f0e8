type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

// React hydrates a page's parts after its shell; a field it has not reached yet has no props.
const isHydrated = (field: Field) => Object.keys(field).some((key) => key.startsWith('__reactProps$'));

// How long a value waits for its field to be hydrated. A part of the page loaded on its own
// (the price calculator) hydrates only once its chunk has come, which on a slow phone or a
// busy connection takes well over a few seconds; a visitor's choice must still reach it.
const WAIT_MS = 60_000;

function replayInto(field: Field, value: string): void {
  // React noted the field's value when it hydrated it, and an event that brings no change
  // to that is ignored. Through the element's own setter, which React watches, it notes an
  // empty field; through the prototype's, which it does not, the field gets the visitor's
  // value back, so the event is news to React.
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * What a visitor typed or chose on a prerendered page before the app took it over (a
 * language picked, a search typed while the app was still arriving). Hydration would drop
 * it, the app's state never having heard of it; `replay` hands it to the app.
 */
export function recordEarlyInput(): { replay: () => void } {
  const values = new Map<Field, string>();
  const remember = (event: Event) => {
    const field = event.target;
    if (!isField(field) || field.type === 'checkbox' || field.type === 'radio') return;
    // Once React holds the field it sees the input itself; an older value must not be replayed over it.
    if (isHydrated(field)) values.delete(field);
    else values.set(field, field.value);
  };
  const stop = () => {
    window.removeEventListener('input', remember, true);
    window.removeEventListener('change', remember, true);
  };
  window.addEventListener('input', remember, true);
  window.addEventListener('change', remember, true);
  return {
    replay() {
      const deadline = Date.now() + WAIT_MS;
      const step = () => {
        for (const [field, value] of values) {
          if (!field.isConnected) values.delete(field);
          else if (isHydrated(field)) {
            values.delete(field);
            replayInto(field, value);
          }
        }
        if (values.size > 0 && Date.now() < deadline) window.setTimeout(step, 50);
        else stop();
      };
      step();
    },
  };
}
