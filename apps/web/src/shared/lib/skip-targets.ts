/**
 * Element ids a page's skip link jumps to (BrandRoute `skipTo`): named here so the brand
 * config and the component that renders the target agree without importing each other.
 */
export const CHAT_COMPOSER_ID = 'chat-composer';
