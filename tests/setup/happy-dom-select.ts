// happy-dom lacks <select>.size and <option>.defaultSelected (the `selected` attribute). Without
// them react-hook-form takes every select for one the member changed before the form was ready
// (its isSelectEdited) and keeps the select's first option instead of the form's default value.
// Browsers have both; this gives happy-dom the standard ones. No-op in other environments.
export {};

if (typeof HTMLSelectElement !== 'undefined' && !('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size')) || 0;
    },
  });
}
if (typeof HTMLOptionElement !== 'undefined' && !('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
    set(this: HTMLOptionElement, value: boolean) {
      this.toggleAttribute('selected', Boolean(value));
    },
  });
}
