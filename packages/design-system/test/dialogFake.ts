/**
 * jsdom has `<dialog>` but not `showModal()`/`close()`. This stands in for the browser part only: it toggles
 * `open`, tracks modality and fires `close`. Focus trapping and inertness stay the browser's job and are not
 * asserted in jsdom.
 */
export function installDialogFake() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __ukModal?: boolean }
  if (typeof proto.showModal === 'function') return

  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError')
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError')
    this.setAttribute('open', '')
  }
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return
    if (returnValue !== undefined) this.returnValue = returnValue
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}
