import mark from './assets/stud-mark.svg';
import { accountRoutes, fontStacks, shopRoutes, standardFooterLinks } from './brand';
import type { BrandConfig } from './brand';

const shop = shopRoutes();
const account = accountRoutes({ bare: true });

/** The men's briefs shop. */
export const brand: BrandConfig = {
  id: 'stud',
  name: 'Stud',
  description:
    'Stud makes supportive, breathable briefs for everyday comfort. Free shipping in 3–5 business days in the US and Canada.',
  logo: {
    mark,
    wordmark: { text: 'STUD', className: 'font-display font-black tracking-[0.2em]' },
  },
  theme: {
    colors: {
      brand: '#111111',
      brandContrast: '#ffffff',
      brandSoft: '#f1f1ea',
      accent: '#d4ff3a',
      accentContrast: '#111111',
      surface: '#ffffff',
      surfaceMuted: '#f4f4f0',
      text: '#111111',
      textMuted: '#52525a',
      border: '#dadad3',
      focus: '#2b50e6',
    },
    fonts: { sans: fontStacks.inter, display: fontStacks.inter },
  },
  header: {
    menu: [
      { label: 'Varicocele Care', brand: 'varicocele' },
      { label: 'Health App', brand: 'careapp' },
      { label: 'About', to: '/about' },
      { label: 'Shop', to: '/shop' },
      { label: 'Get Support', to: '/contact' },
    ],
    cart: true,
  },
  footer: {
    blurb: 'Supportive everyday briefs, made to be worn all day.',
    links: standardFooterLinks,
    social: [
      { network: 'instagram', url: 'https://www.instagram.com/studbriefs' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@studbriefs' },
      { network: 'facebook', url: 'https://www.facebook.com/studbriefs' },
      { network: 'youtube', url: 'https://www.youtube.com/@studbriefs' },
    ],
  },
  shop: shop.links,
  routes: [
    { path: '/', page: 'stud-home', title: 'Supportive briefs for everyday comfort' },
    {
      path: '/a',
      page: 'stud-home',
      title: 'Supportive briefs for everyday comfort',
      variant: 'a',
    },
    {
      path: '/b',
      page: 'stud-home',
      title: 'Supportive briefs for everyday comfort',
      variant: 'b',
    },
    { path: '/shop', page: 'shop', title: 'Shop briefs' },
    { path: '/shop/a', page: 'shop', title: 'Shop briefs', variant: 'a' },
    { path: '/shop/b', page: 'shop', title: 'Shop briefs', variant: 'b' },
    shop.treatment,
    shop.product,
    { path: '/contact', page: 'contact', title: 'Get support' },
    { path: '/discount', page: 'discount', title: 'Your discount' },
    {
      path: '/checkout',
      page: 'checkout',
      title: 'Secure checkout',
      header: 'checkout',
      footer: 'checkout',
    },
    {
      path: '/checkout/a',
      page: 'checkout',
      title: 'Secure checkout',
      header: 'checkout',
      footer: 'checkout',
      variant: 'a',
    },
    {
      path: '/checkout/b',
      page: 'checkout',
      title: 'Secure checkout',
      header: 'checkout',
      footer: 'checkout',
      variant: 'b',
    },
    shop.thankYou,
    { path: '/terms', page: 'terms', title: 'Terms of Service and Privacy Policy' },
    shop.cart,
    { path: '/cart/a', page: 'cart', title: 'Your cart', variant: 'a' },
    { path: '/cart/b', page: 'cart', title: 'Your cart', variant: 'b' },
    { path: '/manage-communications', page: 'manage-communications', title: 'Email preferences' },
    account.completeProfile,
    account.orderHistory,
    account.login,
    account.resetPassword,
    account.resetPasswordOtp,
    account.register,
    account.otp,
    account.profile,
    account.changePassword,
    { path: '/about', page: 'stud-about', title: 'About Stud' },
  ],
};
