// The product page's module renders this page too, so both share one chunk.
export { TreatmentComponent as Component } from './product';
