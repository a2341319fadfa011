import { CTA_TEXT } from '@mhp/contract/constants';
import { CHAT_COMPOSER_ID } from '../shared/lib/skip-targets';
import mark from './assets/careapp-mark.svg';
import { accountRoutes, fontStacks, standardFooterLinks } from './brand';
import type { BrandConfig } from './brand';

const account = accountRoutes();
const toMessageBox = { id: CHAT_COMPOSER_ID, label: 'Skip to the message box' };

/** The AI health-chat and health-tracking app; it owns the root of the generic host. */
export const brand: BrandConfig = {
  id: 'careapp',
  name: 'CareApp',
  description:
    'CareApp is a private AI health assistant for men: ask questions in plain words, keep track of your health and know when to see a doctor.',
  logo: {
    mark,
    wordmark: { text: 'Care', accent: 'App', className: 'font-display font-bold tracking-tight' },
  },
  theme: {
    colors: {
      brand: '#0f6b66',
      brandContrast: '#ffffff',
      brandSoft: '#e3f2ef',
      accent: '#ffd166',
      accentContrast: '#10201e',
      surface: '#ffffff',
      surfaceMuted: '#f3f8f7',
      text: '#10201e',
      textMuted: '#4a5c59',
      border: '#cfdfdb',
      focus: '#0f6b66',
    },
    fonts: { sans: fontStacks.inter, display: fontStacks.inter },
  },
  // Careapp is the health chat: signing in or up opens it (ADR 026).
  landing: '/app',
  header: {
    menu: [],
    cta: { label: CTA_TEXT, to: '/login', signedInTo: '/app' },
    cart: false,
  },
  footer: {
    blurb: 'Private, plain-language health guidance for men, any time of day.',
    links: standardFooterLinks,
    social: [
      { network: 'instagram', url: 'https://www.instagram.com/careapp.health' },
      { network: 'x', url: 'https://x.com/careapphealth' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/careapp-health' },
    ],
  },
  shop: null,
  routes: [
    { path: '/', page: 'careapp-home', title: 'Your private AI health assistant' },
    account.login,
    account.register,
    account.otp,
    account.resetPassword,
    account.resetPasswordOtp,
    account.profile,
    account.orderHistory,
    { path: '/contact', page: 'contact', title: 'Contact us' },
    { path: '/terms', page: 'terms', title: 'Terms of Service and Privacy Policy' },
    account.completeProfile,
    { path: '/app', page: 'chat', title: 'Health chat', skipTo: toMessageBox },
    { path: '/app/:slug', page: 'chat-room', title: 'Conversation', skipTo: toMessageBox },
    // Not /app/health: every /app/{x} is a chat room's slug.
    { path: '/my-health', page: 'my-health', title: 'My health', guard: 'user' },
  ],
};
