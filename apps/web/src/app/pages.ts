import type { ComponentType } from 'react';
import type { PageKey } from '../brands/brand';

/** A page module: its default screen, rendered inside the brand layout. */
export interface PageModule {
  Component: ComponentType;
}

/**
 * Every page key and the lazy module that renders it; each is its own chunk. Typed as a full
 * record, so a key added to `pageKeys` without a module fails type-checking.
 */
export const pages: Record<PageKey, () => Promise<PageModule>> = {
  'careapp-home': () => import('./routes/careapp-home'),
  'stud-home': () => import('./routes/stud-home'),
  'varicocele-home': () => import('./routes/varicocele-home'),
  'varicoceleorg-home': () => import('./routes/varicoceleorg-home'),
  'stud-about': () => import('./routes/stud-about'),
  'varicoceleorg-about': () => import('./routes/varicoceleorg-about'),
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  otp: () => import('./routes/otp'),
  'reset-password': () => import('./routes/reset-password'),
  'reset-password-otp': () => import('./routes/reset-password-otp'),
  profile: () => import('./routes/profile'),
  'complete-profile': () => import('./routes/complete-profile'),
  'change-password': () => import('./routes/change-password'),
  'order-history': () => import('./routes/order-history'),
  contact: () => import('./routes/contact'),
  terms: () => import('./routes/terms'),
  chat: () => import('./routes/chat'),
  'chat-room': () => import('./routes/chat-room'),
  'my-health': () => import('./routes/my-health'),
  shop: () => import('./routes/shop'),
  'shop-treatment': () => import('./routes/shop-treatment'),
  product: () => import('./routes/product'),
  discount: () => import('./routes/discount'),
  cart: () => import('./routes/cart'),
  checkout: () => import('./routes/checkout'),
  'checkout-thankyou': () => import('./routes/checkout-thankyou'),
  'manage-communications': () => import('./routes/manage-communications'),
  'ab-editor': () => import('./routes/ab-editor'),
  treatments: () => import('./routes/treatments'),
  reviews: () => import('./routes/reviews'),
  'more-products': () => import('./routes/more-products'),
  consult: () => import('./routes/consult'),
  'consult-success': () => import('./routes/consult-success'),
  'our-specialist': () => import('./routes/our-specialist'),
  'offer-100tt': () => import('./routes/offer-100tt'),
  'assess-varicocele': () => import('./routes/assess-varicocele'),
  'assess-pain': () => import('./routes/assess-pain'),
  'assess-sperm-count': () => import('./routes/assess-sperm-count'),
  'assessment-result': () => import('./routes/assessment-result'),
  reports: () => import('./routes/reports'),
  interview: () => import('./routes/interview'),
  specialists: () => import('./routes/specialists'),
};
