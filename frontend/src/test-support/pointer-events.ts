/**
 * jsdom has no PointerEvent, so Testing Library's `fireEvent.pointerDown` would make a plain Event
 * without coordinates. A MouseEvent with a pointer id is enough for React's pointer handlers.
 */
export function installPointerEvent(): void {
  if (typeof window.PointerEvent === 'function') return;
  class JsdomPointerEvent extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  window.PointerEvent = JsdomPointerEvent as unknown as typeof PointerEvent;
}
