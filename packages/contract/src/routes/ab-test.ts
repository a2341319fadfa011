// Filled in by the contract work for spec section 7; empty until then.
export const abTestRoutes = {};
