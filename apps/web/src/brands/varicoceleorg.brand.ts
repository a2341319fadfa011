import mark from './assets/varicoceleorg-mark.svg';
import { accountRoutes, fontStacks, standardFooterLinks } from './brand';
import type { BrandConfig } from './brand';

const account = accountRoutes();

/** The informational varicocele site. */
export const brand: BrandConfig = {
  id: 'varicoceleorg',
  name: 'Varicocele.org',
  description:
    'Clear, independent information about varicocele: what it is, how it can affect fertility and comfort, and which treatments exist.',
  logo: {
    mark,
    wordmark: { text: 'varicocele', accent: '.org', className: 'font-display font-semibold' },
  },
  theme: {
    colors: {
      brand: '#2d5a3d',
      brandContrast: '#ffffff',
      brandSoft: '#e8efe4',
      accent: '#a34a24',
      accentContrast: '#ffffff',
      surface: '#fffdf8',
      surfaceMuted: '#f6f1e7',
      text: '#1f1c17',
      textMuted: '#575046',
      border: '#e0d6c4',
      focus: '#2d5a3d',
    },
    fonts: { sans: fontStacks.inter, display: fontStacks.fraunces },
  },
  header: {
    menu: [
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
    ],
    consult: { label: 'Book a consultation', brand: 'varicocele', to: '/consult' },
    cart: false,
  },
  footer: {
    blurb: 'Independent, plain-language information about varicocele.',
    links: standardFooterLinks,
    social: [
      { network: 'facebook', url: 'https://www.facebook.com/varicoceleorg' },
      { network: 'x', url: 'https://x.com/varicoceleorg' },
    ],
  },
  shop: null,
  routes: [
    { path: '/', page: 'varicoceleorg-home', title: 'Understanding varicocele' },
    { path: '/contact', page: 'contact', title: 'Contact us' },
    account.login,
    account.register,
    { path: '/terms', page: 'terms', title: 'Terms of Service and Privacy Policy' },
    account.profile,
    { path: '/about', page: 'varicoceleorg-about', title: 'About Varicocele.org' },
  ],
};
