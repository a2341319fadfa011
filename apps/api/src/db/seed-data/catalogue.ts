import { FIXED_CATEGORY_IDS, FIXED_PRODUCT_IDS, sizeChartSizes } from '@mhp/contract/constants';
import type { BrandKey } from '../schema';

/**
 * The demo catalogue: stud's briefs line and the varicocele shop's products. Everything here is
 * original copy. Ids are stable (the four fixed ones come from the contract, the rest are short
 * readable keys) so links, carts and tests never depend on insertion order.
 *
 * Images: each media entry names an SVG drawn by apps/api/media/generate.mjs; the API serves
 * them at /media/products/<file>. An image that shows one colour (or one pack) is attached to
 * that colour's size-M variant (the representative variant): the other sizes of the same colour
 * share it, so a variant's pictures are the media whose variant has the same Colour / Pack value.
 */

export interface CategorySeed {
  id: string;
  brand: BrandKey;
  slug: string;
  name: string;
  description: string;
  position: number;
}

export interface VariantSeed {
  id: string;
  sku: string;
  attributes: Record<string, string>;
  /** Dollars, two decimals. */
  price: string;
  priceBeforeDiscount: string | null;
  quantity: number;
  position: number;
}

export interface MediaSeed {
  /** File stem in apps/api/media/products: `<stem>.svg` and `<stem>-thumb.svg`. */
  file: string;
  url: string;
  thumbnailUrl: string;
  alt: string;
  width: number;
  height: number;
  position: number;
  variantId: string | null;
}

export interface ReviewSeed {
  fullName: string;
  isVerified: boolean;
  reviewStars: number;
  title: string | null;
  content: string;
  createdAt: Date;
}

export interface ProductSeed {
  id: string;
  slug: string;
  brand: BrandKey;
  categoryId: string;
  kind: 'briefs' | 'multipack' | 'guide' | 'supplement' | 'consultation' | 'app' | 'treatment';
  name: string;
  /** Plain text; paragraphs separated by a blank line. Null only for the treatment kit. */
  description: string | null;
  attributes: Record<string, string[]>;
  multiSelectAttributes: string[];
  position: number;
  variants: VariantSeed[];
  media: MediaSeed[];
  reviews: ReviewSeed[];
}

/** Public path of the product images; the files live in apps/api/media/products. */
export const PRODUCT_MEDIA_PATH = '/media/products';
export const MEDIA_SIZE = 1200;
export const THUMBNAIL_SIZE = 240;

const SIZES: readonly string[] = sizeChartSizes;

// ---------------------------------------------------------------- helpers

function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function image(
  file: string,
  alt: string,
  position: number,
  variantId: string | null = null,
): MediaSeed {
  return {
    file,
    url: `${PRODUCT_MEDIA_PATH}/${file}.svg`,
    thumbnailUrl: `${PRODUCT_MEDIA_PATH}/${file}-thumb.svg`,
    alt,
    width: MEDIA_SIZE,
    height: MEDIA_SIZE,
    position,
    variantId,
  };
}

/** Small deterministic hash so stock levels look organic but never change between runs. */
function hash(value: string): number {
  let h = 2166136261;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Typical stock per size: the middle sizes sell most and are stocked deepest. */
const SIZE_STOCK: Record<string, number> = {
  XXS: 7,
  XS: 15,
  S: 32,
  M: 50,
  L: 54,
  XL: 38,
  XXL: 20,
  XXXL: 9,
};

function stockFor(variantId: string, size: string, soldOut: ReadonlySet<string>): number {
  if (soldOut.has(variantId)) return 0;
  const base = SIZE_STOCK[size] ?? 10;
  return base + (hash(variantId) % 9) - 4;
}

function review(
  fullName: string,
  reviewStars: number,
  title: string | null,
  content: string,
  date: string,
  isVerified = true,
): ReviewSeed {
  return { fullName, isVerified, reviewStars, title, content, createdAt: new Date(date) };
}

/** Joins paragraphs with a blank line, so long copy stays readable in the source. */
function paragraphs(...parts: string[]): string {
  return parts.join('\n\n');
}

// ---------------------------------------------------------------- categories

export const categories: CategorySeed[] = [
  {
    id: FIXED_CATEGORY_IDS.briefs,
    brand: 'stud',
    slug: 'briefs',
    name: 'Briefs',
    description:
      'Breathable, supportive briefs with a cooler fit, designed for men who care about comfort down there: everyday classics, sport support, trunks, mesh and value multi-packs.',
    position: 0,
  },
  {
    id: FIXED_CATEGORY_IDS.treatments,
    brand: 'varicocele',
    slug: 'varicocele-care',
    name: 'Varicocele Care',
    description:
      'Practical help for living with a varicocele: a plain-language guide, a daily supplement kit, a video consultation with a specialist and the CareApp health assistant.',
    position: 1,
  },
];

// ---------------------------------------------------------------- stud briefs

interface Colour {
  name: string;
  sku: string;
}

const COLOURS = {
  black: { name: 'Black', sku: 'BLK' },
  navy: { name: 'Navy', sku: 'NVY' },
  heatherGrey: { name: 'Heather Grey', sku: 'HGR' },
  white: { name: 'White', sku: 'WHT' },
  slateBlue: { name: 'Slate Blue', sku: 'SLB' },
  forestGreen: { name: 'Forest Green', sku: 'FGR' },
  charcoal: { name: 'Charcoal', sku: 'CHR' },
  burgundy: { name: 'Burgundy', sku: 'BRG' },
  iceBlue: { name: 'Ice Blue', sku: 'ICB' },
  sand: { name: 'Sand', sku: 'SND' },
} as const satisfies Record<string, Colour>;

interface BriefLine {
  id: string;
  /** Readable key: prefix of variant ids and image files. */
  key: string;
  slug: string;
  skuCode: string;
  name: string;
  description: string;
  colours: Colour[];
  price: string;
  priceBeforeDiscount: string | null;
  /** Variant ids with no stock, so the out-of-stock path can be seen. */
  soldOut: string[];
  detailAlt: string;
  reviews: ReviewSeed[];
}

function briefProduct(line: BriefLine, position: number): ProductSeed {
  const soldOut = new Set(line.soldOut);
  const variants: VariantSeed[] = [];
  for (const colour of line.colours) {
    for (const size of SIZES) {
      const id = `${line.key}-${slugify(colour.name)}-${size.toLowerCase()}`;
      variants.push({
        id,
        sku: `STUD-${line.skuCode}-${colour.sku}-${size}`,
        attributes: { Size: size, Colour: colour.name },
        price: line.price,
        priceBeforeDiscount: line.priceBeforeDiscount,
        quantity: stockFor(id, size, soldOut),
        position: variants.length,
      });
    }
  }
  const media: MediaSeed[] = [];
  line.colours.forEach((colour, index) => {
    const colourSlug = slugify(colour.name);
    const representative = `${line.key}-${colourSlug}-m`;
    media.push(
      image(
        `${line.key}-${colourSlug}-1`,
        `${line.name} in ${colour.name}, front view`,
        media.length,
        representative,
      ),
      image(
        `${line.key}-${colourSlug}-2`,
        `${line.name} in ${colour.name}, back view`,
        media.length + 1,
        representative,
      ),
    );
    if (index === 0) media.push(image(`${line.key}-detail`, line.detailAlt, media.length));
  });
  for (const unknown of line.soldOut) {
    if (!variants.some((v) => v.id === unknown)) throw new Error(`Unknown variant ${unknown}`);
  }
  return {
    id: line.id,
    slug: line.slug,
    brand: 'stud',
    categoryId: FIXED_CATEGORY_IDS.briefs,
    kind: 'briefs',
    name: line.name,
    description: line.description,
    attributes: { Size: [...SIZES], Colour: line.colours.map((c) => c.name) },
    multiSelectAttributes: [],
    position,
    variants,
    media,
    reviews: line.reviews,
  };
}

const SUPPORT_NOTE =
  'Good underwear is a comfort measure, not a treatment. If you have a varicocele, scrotal pain or fertility questions, talk to a clinician; see urgent care straight away for sudden severe testicular pain, swelling with fever or a hard lump.';

const classicBrief: BriefLine = {
  id: FIXED_PRODUCT_IDS.main,
  key: 'classic-brief',
  slug: 'classic-cooling-brief',
  skuCode: 'CLS',
  name: 'Stud Classic Cooling Brief',
  colours: [COLOURS.black, COLOURS.navy, COLOURS.heatherGrey, COLOURS.white],
  price: '24.00',
  priceBeforeDiscount: null,
  soldOut: ['classic-brief-white-xxxl', 'classic-brief-navy-xxs', 'classic-brief-heather-grey-xs'],
  detailAlt: 'Close-up of the breathable knit and the soft, brushed waistband of the Classic brief',
  description: paragraphs(
    'The brief we wear ourselves, every day. A soft modal-and-cotton knit that lets heat out instead of trapping it, a contoured pouch that holds everything close without squeezing, and a waistband that stays flat under a belt.',
    'Many men with a varicocele, or who simply run warm, tell us two things matter most: steady, gentle support through the day and a fabric that does not feel like a sauna by the afternoon. The Classic is built around both. The pouch is cut in three panels so it lifts and supports rather than flattening, the legs are finished with a flat, stretchy binding that does not dig in, and there is no scratchy label at the back.',
    'Fabric: 60% modal, 34% combed cotton, 6% elastane. Machine wash warm, tumble dry low. Sizes XXS to XXXL; if you are between sizes, choose the larger one for a cooler fit.',
    SUPPORT_NOTE,
  ),
  reviews: [
    review(
      'Marcus T.',
      5,
      'Finally underwear I forget I am wearing',
      'I work twelve-hour shifts on my feet and the dull ache on the left side used to be the thing I noticed by lunchtime. These do not make it disappear, my doctor was clear that nothing I wear will fix the vein itself, but the support is firm without being tight and the fabric stays a lot cooler than the cheap multipacks I used to buy. I have six pairs now and the black ones still look new after months of washing.',
      '2025-02-11T09:30:00Z',
    ),
    review(
      'Daniel O.',
      4,
      null,
      'Very comfortable and they breathe well. I went with my usual M and it is right at the waist but the legs are a touch snug on me, so next time I will try L. Knocked off one star only for that.',
      '2025-03-02T18:05:00Z',
    ),
    review(
      'Priya and Sam K.',
      5,
      'Bought these as part of our "let\'s do everything sensible" plan',
      "My husband and I have been trying for a baby for a while, and after his semen analysis came back a bit low the urologist went through a list of small, reasonable things: stop the hot tubs, don't keep the laptop on your lap, wear looser or more breathable underwear, keep up the exercise. None of it is magic and we did not expect it to be. He had been wearing tight synthetic trunks for years, so we ordered a few of these to replace them. He says they are the most comfortable underwear he has owned, that he no longer feels overheated by the end of the day, and that the support helps with the heavy feeling he sometimes gets after the gym. Whatever happens with the next test, he isn't going back. Sizing was accurate and delivery to Ohio took four days.",
      '2025-04-19T12:45:00Z',
    ),
    review(
      'Leon W.',
      5,
      'Holds up',
      'Six months of weekly washing and the waistband has not rolled or gone wavy. That alone puts them ahead of everything else in my drawer.',
      '2025-05-07T07:20:00Z',
    ),
    review(
      'Gareth M.',
      3,
      'Good fabric, white is see-through-ish',
      'Soft and cool, no complaints about comfort. The white pair is a little more transparent than I expected, which matters if you wear light trousers. Black and navy are great.',
      '2025-06-14T16:10:00Z',
      false,
    ),
  ],
};

const sportBrief: BriefLine = {
  id: 'sport-brief',
  key: 'sport-brief',
  slug: 'sport-support-brief',
  skuCode: 'SPT',
  name: 'Stud Sport Support Brief',
  colours: [COLOURS.black, COLOURS.slateBlue, COLOURS.forestGreen],
  price: '28.00',
  priceBeforeDiscount: null,
  soldOut: [
    'sport-brief-forest-green-xxl',
    'sport-brief-forest-green-xxxl',
    'sport-brief-black-xxs',
  ],
  detailAlt: 'Close-up of the open-mesh side panel and the wide, grippy sport waistband',
  description: paragraphs(
    'For running, lifting, cycling and long days on the move. A firmer, double-layer pouch keeps things steady when you move fast, open-mesh side panels dump heat and sweat, and a wider waistband stays put through squats and sprints.',
    'The fabric is a quick-drying recycled polyamide knit that wicks moisture away from the skin, so you are not left sitting in a warm, damp layer after training. The leg openings have a soft silicone-free gripper that keeps the brief from riding up without leaving marks.',
    'Fabric: 78% recycled polyamide, 22% elastane; mesh panels 85% polyamide, 15% elastane. Machine wash cold, hang to dry to keep the stretch at its best.',
    SUPPORT_NOTE,
  ),
  reviews: [
    review(
      'Tomás R.',
      5,
      'Best running underwear I have tried',
      'I run about forty kilometres a week and I had started to notice a dragging discomfort on longer runs. A sports medicine doctor suggested more support. These are snug in the right place, dry fast, and the mesh sides genuinely help on hot days. No chafing at all on a half marathon.',
      '2025-03-22T06:50:00Z',
    ),
    review(
      'Kwame A.',
      4,
      'Great in the gym',
      'Support is excellent for heavy leg days. They run slightly small, size up if you are at the top of the chart.',
      '2025-04-03T20:15:00Z',
    ),
    review(
      'Jonas B.',
      5,
      null,
      "I cycle to work, 14 km each way, and always ended up hot and uncomfortable by the time I got to my desk. I wasn't expecting underwear to change much, but the difference between these and my old cotton ones is obvious: the mesh sides breathe, the fabric dries while I'm locking up the bike, and the pouch keeps everything where it should be on the saddle without pressing. I also like that there is no silicone strip on the legs, those always irritated my skin. The green is a nice deep colour, a bit darker than the photo. Only wish: a version with slightly longer legs for winter.",
      '2025-05-28T08:40:00Z',
    ),
    review(
      'Ethan P.',
      4,
      'Solid',
      'Does what it says. Waistband is wide and comfortable. Took a couple of washes to soften up.',
      '2025-07-01T13:00:00Z',
      false,
    ),
  ],
};

const trunkBrief: BriefLine = {
  id: 'trunk-brief',
  key: 'trunk-brief',
  slug: 'everyday-trunk-brief',
  skuCode: 'TRK',
  name: 'Stud Everyday Trunk Brief with Supportive Pouch',
  colours: [COLOURS.black, COLOURS.charcoal, COLOURS.navy, COLOURS.burgundy],
  price: '26.00',
  priceBeforeDiscount: null,
  soldOut: ['trunk-brief-burgundy-xs', 'trunk-brief-burgundy-xxxl', 'trunk-brief-charcoal-xxs'],
  detailAlt: 'Close-up of the trunk brief leg hem and the three-panel supportive pouch seams',
  description: paragraphs(
    'The support of a brief with the coverage of a short trunk. A short 2.5-inch leg stops thigh chafing and stays smooth under slim trousers, while the same three-panel pouch as our Classic gives gentle lift and keeps everything close.',
    'The leg hems are bonded rather than stitched, so there is no ridge to dig in or show through, and the gusset is lined with a breathable cotton layer. It is our most popular style for office days and travel.',
    'Fabric: 60% modal, 34% combed cotton, 6% elastane; gusset lining 100% cotton. Machine wash warm, tumble dry low.',
    SUPPORT_NOTE,
  ),
  reviews: [
    review(
      'Rafael D.',
      5,
      'No more riding up',
      'Long flights used to mean shifting around in my seat every twenty minutes. These stay in place, the leg hem does not roll, and they do not get swampy. Burgundy looks great.',
      '2025-02-25T22:10:00Z',
    ),
    review(
      'Owen H.',
      4,
      null,
      'Comfortable and well made. I would love a slightly longer leg option but the support is spot on.',
      '2025-04-11T10:30:00Z',
    ),
    review(
      'Stefan L.',
      5,
      'The one I reach for first',
      "I have a left-sided varicocele that was picked up at a routine check. It doesn't bother me much, but after a long day standing at trade shows I used to get an ache that lasted into the evening. My GP explained that supportive underwear is a sensible comfort measure and that I should come back if it got worse or if I noticed anything new, which I appreciated because it was honest. I tried a few brands. Most 'supportive' trunks are just tight everywhere. These are different: the pouch supports from underneath while the rest of the garment is relaxed, and the fabric stays cool. I now own eight pairs and I have stopped buying anything else. The charcoal colour fades a little after many washes, the navy does not.",
      '2025-06-03T17:45:00Z',
    ),
  ],
};

const meshBrief: BriefLine = {
  id: 'mesh-brief',
  key: 'mesh-brief',
  slug: 'airflow-cooling-mesh-brief',
  skuCode: 'MSH',
  name: 'Stud AirFlow Cooling Mesh Brief',
  colours: [COLOURS.iceBlue, COLOURS.black, COLOURS.sand],
  price: '25.50',
  priceBeforeDiscount: '30.00',
  soldOut: [
    'mesh-brief-sand-xxs',
    'mesh-brief-sand-xs',
    'mesh-brief-sand-s',
    'mesh-brief-sand-m',
    'mesh-brief-sand-l',
    'mesh-brief-sand-xl',
    'mesh-brief-sand-xxl',
    'mesh-brief-sand-xxxl',
    'mesh-brief-ice-blue-xxxl',
  ],
  detailAlt:
    'Close-up of the open micro-mesh knit of the AirFlow brief, with light passing through',
  description: paragraphs(
    'Our coolest brief. The whole body is knitted as an open micro-mesh, so air moves through the fabric instead of being held against your skin. It weighs about a third less than our Classic and dries in minutes, which makes it the pick for hot climates, summer and anyone who runs warm.',
    'The pouch is lined with a single layer of soft, breathable jersey for opacity and gentle support, and the waistband is a light, brushed elastic that does not trap heat.',
    'Launch offer: save on every size while our first run lasts. Sand is sold out for now; it is back in the next production run.',
    'Fabric: 88% recycled polyester micro-mesh, 12% elastane; pouch lining 95% modal, 5% elastane. Machine wash cold, hang to dry.',
    SUPPORT_NOTE,
  ),
  reviews: [
    review(
      'Hiroshi N.',
      5,
      'Ideal for a hot summer',
      'Our office has no air conditioning and July was brutal. These were the only thing that kept me comfortable. Very light, very cool, surprisingly supportive for such thin fabric.',
      '2025-07-15T11:25:00Z',
    ),
    review(
      'Ben C.',
      4,
      'Cool and comfy, waiting for Sand',
      'Love the Ice Blue. Wanted the Sand colour too but it has been sold out for a while. Fit is true to size.',
      '2025-08-02T19:40:00Z',
    ),
    review(
      'Adewale F.',
      5,
      null,
      'Light as anything and they dry overnight when travelling. Bought a second set for the gym bag.',
      '2025-08-20T07:05:00Z',
    ),
    review(
      'Chris V.',
      2,
      'Too sheer for me',
      'Comfortable, but the mesh is more see-through than I like outside the pouch area. I will stick to the Classic. Returns were quick and easy, though.',
      '2025-09-01T15:55:00Z',
      false,
    ),
  ],
};

// ---------------------------------------------------------------- stud multi-packs

const THREE_PACK_OPTIONS = [
  { name: 'All Black', sku: 'BLK' },
  { name: 'Black, Navy and Heather Grey', sku: 'MIX' },
  { name: 'All White', sku: 'WHT' },
];

function threePack(position: number): ProductSeed {
  const key = 'classic-3-pack';
  const variants: VariantSeed[] = [];
  const soldOut = new Set(['classic-3-pack-all-white-xxs', 'classic-3-pack-all-white-xxxl']);
  for (const pack of THREE_PACK_OPTIONS) {
    for (const size of SIZES) {
      const id = `${key}-${slugify(pack.name)}-${size.toLowerCase()}`;
      variants.push({
        id,
        sku: `STUD-CLS3-${pack.sku}-${size}`,
        attributes: { Size: size, Pack: pack.name },
        price: '60.00',
        priceBeforeDiscount: '72.00',
        quantity: Math.round(stockFor(id, size, soldOut) / 2),
        position: variants.length,
      });
    }
  }
  const media = THREE_PACK_OPTIONS.map((pack, index) =>
    image(
      `${key}-${slugify(pack.name)}`,
      `Three Stud Classic Cooling Briefs fanned out: ${pack.name.toLowerCase()}`,
      index,
      `${key}-${slugify(pack.name)}-m`,
    ),
  );
  media.push(
    image(
      'classic-brief-detail',
      'Close-up of the breathable knit and the soft, brushed waistband of the Classic brief',
      media.length,
    ),
  );
  return {
    id: key,
    slug: 'classic-cooling-brief-3-pack',
    brand: 'stud',
    categoryId: FIXED_CATEGORY_IDS.briefs,
    kind: 'multipack',
    name: 'Stud Classic Cooling Brief 3-Pack',
    description: paragraphs(
      'Three of our everyday Classic Cooling Briefs in one box, for less than buying them one at a time. Same breathable modal-and-cotton knit, same three-panel supportive pouch, same flat waistband.',
      'Choose all black, all white, or one each of black, navy and heather grey. Every pair in a pack is the same size.',
      SUPPORT_NOTE,
    ),
    attributes: { Size: [...SIZES], Pack: THREE_PACK_OPTIONS.map((p) => p.name) },
    multiSelectAttributes: [],
    position,
    variants,
    media,
    reviews: [
      review(
        'Isaac J.',
        5,
        'Good value',
        'Same briefs as the single pairs, cheaper per pair. The mixed pack is a nice way to try the colours.',
        '2025-03-09T14:00:00Z',
      ),
      review(
        'Matteo G.',
        4,
        null,
        'Bought the all black pack twice now. Comfortable and they have lasted well. The box is a bit big for what is in it.',
        '2025-05-16T09:15:00Z',
      ),
      review(
        'Noah S.',
        5,
        'Replaced my whole drawer',
        'Started with one pack to test, came back for two more. Cool, supportive, no tag to scratch.',
        '2025-06-22T21:30:00Z',
      ),
    ],
  };
}

const FIVE_PACK_COLOURS = ['Black', 'Navy', 'Heather Grey', 'White', 'Ice Blue'];

function fivePack(position: number): ProductSeed {
  const key = 'mix-5-pack';
  const soldOut = new Set([`${key}-xxxl`]);
  const variants: VariantSeed[] = SIZES.map((size, index) => {
    const id = `${key}-${size.toLowerCase()}`;
    return {
      id,
      sku: `STUD-MIX5-${size}`,
      attributes: { Size: size },
      price: '95.00',
      priceBeforeDiscount: '120.00',
      quantity: Math.round(stockFor(id, size, soldOut) / 2),
      position: index,
    };
  });
  return {
    id: key,
    slug: 'mix-and-match-five-pack',
    brand: 'stud',
    categoryId: FIXED_CATEGORY_IDS.briefs,
    kind: 'multipack',
    // Deliberately long: product names over 40 characters use the smaller heading.
    name: 'Stud Mix-and-Match Five-Pack of Everyday Cooling Briefs',
    description: paragraphs(
      'Five Classic Cooling Briefs in the colours you choose. Pick one colour for five matching pairs, or several and we split the five pairs between them as evenly as we can (for example black and navy gives three black and two navy).',
      'This is our best price per pair, and the easiest way to replace a drawer of tired, overheated underwear in one go.',
      SUPPORT_NOTE,
    ),
    attributes: { Size: [...SIZES], Colours: FIVE_PACK_COLOURS },
    // The shopper picks one or more colours; the variant is chosen by size alone.
    multiSelectAttributes: ['Colours'],
    position,
    variants,
    media: [
      image(
        `${key}-1`,
        'A neat stack of five Stud briefs in black, navy, grey, white and ice blue',
        0,
      ),
      image(`${key}-2`, 'Five Stud briefs laid out side by side, one in each available colour', 1),
      image(
        'classic-brief-detail',
        'Close-up of the breathable knit and the soft, brushed waistband of the Classic brief',
        2,
      ),
    ],
    reviews: [
      review(
        'Aaron F.',
        5,
        'Exactly what I wanted',
        'Picked black, navy and ice blue and got two, two and one. Great that you can choose.',
        '2025-04-27T10:10:00Z',
      ),
      review(
        'Victor E.',
        4,
        null,
        'Great price per pair. I would have liked the choice of the sport brief in the bundle too.',
        '2025-07-08T18:20:00Z',
      ),
      review(
        'Samuel Y.',
        5,
        'Gift that actually got used',
        'Bought this for my partner after he kept complaining about being too warm in his old boxers. He wears nothing else now.',
        '2025-08-11T12:00:00Z',
        false,
      ),
    ],
  };
}

// ---------------------------------------------------------------- varicocele shop

const CARE_CATEGORY = FIXED_CATEGORY_IDS.treatments;

function treatmentKit(position: number): ProductSeed {
  const key = 'treatment-kit';
  const soldOut = new Set([`${key}-xxs`]);
  return {
    id: FIXED_PRODUCT_IDS.treatment,
    slug: 'varicocele-treatment-kit',
    brand: 'varicocele',
    categoryId: CARE_CATEGORY,
    kind: 'treatment',
    name: 'Varicocele Treatment Kit',
    // The spec shows the fixed treatment product without a description.
    description: null,
    attributes: { Size: [...SIZES] },
    multiSelectAttributes: [],
    position,
    variants: SIZES.map((size, index) => {
      const id = `${key}-${size.toLowerCase()}`;
      return {
        id,
        sku: `VAR-KIT-${size}`,
        attributes: { Size: size },
        price: '199.00',
        priceBeforeDiscount: '251.00',
        quantity: Math.round(stockFor(id, size, soldOut) / 3),
        position: index,
      };
    }),
    media: [
      image(`${key}-1`, 'The Varicocele Treatment Kit box with its contents arranged around it', 0),
      image(
        `${key}-2`,
        'Kit contents: the printed guide, a 30-day supplement bottle, two pairs of Stud briefs and a consultation card',
        1,
      ),
    ],
    reviews: [
      review(
        'Michael B.',
        5,
        'Everything in one place',
        'I had just been told I have a grade 2 varicocele and felt a bit lost. Having the guide, the supplements, comfortable briefs and a call with a specialist in one box made it easy to get organised. The consultation was the most useful part: I came away understanding my options and what to ask my urologist.',
        '2025-03-30T16:35:00Z',
      ),
      review(
        'Andre P.',
        4,
        null,
        'Good kit. The briefs alone are worth it. Booking the call took a couple of emails but it happened within the week.',
        '2025-05-21T08:05:00Z',
      ),
      review(
        'Luis M.',
        5,
        'Calm, sensible, no hype',
        "What I liked most is that nothing in the kit promises a cure. The guide explains what a varicocele is, when it is worth treating and when it isn't, and what the procedures involve, in language I could share with my wife. The specialist was straightforward: she looked at my ultrasound report, asked about our plans for children and about pain, and told me plainly that for me watching and waiting was reasonable, with a repeat semen analysis in six months. I was almost disappointed not to be told to do something dramatic, but it was the honest answer, and now I know which changes would mean going back sooner.",
        '2025-07-19T20:50:00Z',
      ),
    ],
  };
}

function guide(position: number): ProductSeed {
  const key = 'varicocele-guide';
  return {
    id: key,
    slug: 'the-varicocele-guide',
    brand: 'varicocele',
    categoryId: CARE_CATEGORY,
    kind: 'guide',
    name: 'The Varicocele Guide',
    description: paragraphs(
      'A clear, calm, 140-page guide to varicocele, written for the person who has just been told they have one, or suspects they might. It explains what a varicocele is (enlarged veins in the scrotum, most often on the left), how common it is, how it is found and graded, and why many need no treatment at all.',
      'Chapters cover symptoms and day-to-day comfort, varicocele and fertility (what the evidence does and does not show), semen analysis explained line by line, the treatment options a urologist or interventional radiologist may discuss (microsurgical repair and embolisation), recovery, and a list of questions to take to your appointment.',
      'Every chapter is reviewed by practising clinicians and lists its sources. The guide is information, not a diagnosis: it will help you have a better conversation with your doctor, not replace one. It also has a short, bold page on the symptoms that need urgent care: sudden severe testicular pain, swelling with fever, or a hard lump.',
      'Digital edition: PDF and ePub, download link by email straight after purchase. Print and digital: a paperback posted in 3-5 business days in the US and Canada (9-15 worldwide), plus the digital edition right away.',
    ),
    attributes: { Format: ['Digital edition (PDF and ePub)', 'Print and digital'] },
    multiSelectAttributes: [],
    position,
    variants: [
      {
        id: `${key}-digital`,
        sku: 'VAR-GUIDE-DIG',
        attributes: { Format: 'Digital edition (PDF and ePub)' },
        price: '19.00',
        priceBeforeDiscount: null,
        quantity: 9999,
        position: 0,
      },
      {
        id: `${key}-print`,
        sku: 'VAR-GUIDE-PRT',
        attributes: { Format: 'Print and digital' },
        price: '34.00',
        priceBeforeDiscount: null,
        quantity: 146,
        position: 1,
      },
    ],
    media: [
      image(`${key}-1`, 'Cover of The Varicocele Guide', 0),
      image(`${key}-2`, 'The Varicocele Guide open at a chapter with a simple diagram', 1),
      image(`${key}-3`, 'The digital edition of The Varicocele Guide on a tablet', 2),
    ],
    reviews: [
      review(
        'Jordan K.',
        5,
        'Wish I had read this first',
        'I spent two weeks scaring myself on forums before buying this. It answered every question I had in an evening, calmly and with sources.',
        '2025-01-18T21:00:00Z',
      ),
      review(
        'Elias V.',
        5,
        'The semen analysis chapter alone',
        'My results came back with numbers and reference ranges and no explanation. The chapter that walks through each line of a semen analysis report is the clearest thing I have read on the subject. It explained why one test is not the whole story, why labs repeat the test after a couple of months, and which values my doctor would actually look at. I took the list of questions at the end of the book to my urology appointment and it changed the conversation completely: instead of nodding along I could ask whether my varicocele was large enough to matter, what the success rates of repair looked like for someone in my situation, and what would happen if we waited. The print copy is nicely made too.',
        '2025-02-27T19:30:00Z',
      ),
      review(
        'Peter A.',
        4,
        null,
        'Well written and honest about what is not known. I would have liked more on recovery after embolisation, it is only a few pages.',
        '2025-04-08T12:25:00Z',
      ),
      review(
        'Ravi S.',
        5,
        'Shared it with my partner',
        'Easy enough for my wife to read and it took the panic out of the whole thing for both of us.',
        '2025-06-30T09:45:00Z',
      ),
      review(
        'Frank D.',
        3,
        'Good but basic for me',
        'Solid introduction. I had already read a lot, so most of it was familiar. Great for someone newly diagnosed.',
        '2025-08-14T17:00:00Z',
        false,
      ),
    ],
  };
}

function supplementKit(position: number): ProductSeed {
  const key = 'supplement-kit';
  return {
    id: key,
    slug: 'fertility-support-supplement-kit',
    brand: 'varicocele',
    categoryId: CARE_CATEGORY,
    kind: 'supplement',
    name: 'Daily Fertility Support Supplement Kit',
    description: paragraphs(
      'A simple daily routine of two capsules and one soft gel, combining nutrients that are often discussed for male reproductive health: vitamin C, vitamin E, zinc, selenium, folate, coenzyme Q10 and L-carnitine, at doses within established safe daily limits.',
      'Be realistic about what a supplement can do. Research on antioxidants and sperm quality is mixed and mostly small; some studies show modest improvements in some measures, others show none. A supplement does not treat a varicocele and is not a substitute for medical care. If you are trying for a baby, a semen analysis and a conversation with a doctor come first.',
      'Ask your doctor or pharmacist before starting if you take other medicines (vitamin E may interact with blood thinners) or have a medical condition. Do not exceed the stated dose. These statements have not been evaluated by the Food and Drug Administration; this product is not intended to diagnose, treat, cure or prevent any disease.',
      '30 days: one bottle of 60 capsules and one of 30 soft gels. 90 days: three of each, at a lower price per month.',
    ),
    attributes: { Supply: ['30 days', '90 days'] },
    multiSelectAttributes: [],
    position,
    variants: [
      {
        id: `${key}-30`,
        sku: 'VAR-SUPP-30',
        attributes: { Supply: '30 days' },
        price: '49.00',
        priceBeforeDiscount: null,
        quantity: 212,
        position: 0,
      },
      {
        id: `${key}-90`,
        sku: 'VAR-SUPP-90',
        attributes: { Supply: '90 days' },
        price: '129.00',
        priceBeforeDiscount: '147.00',
        quantity: 64,
        position: 1,
      },
    ],
    media: [
      image(`${key}-1`, 'Supplement kit: a capsule bottle, a soft-gel bottle and their box', 0),
      image(`${key}-2`, 'One day of the supplement kit: two capsules and one soft gel', 1),
      image(`${key}-3`, 'The 90-day supplement kit: three boxes side by side', 2),
    ],
    reviews: [
      review(
        'Nathan G.',
        4,
        'Easy routine, honest label',
        'I appreciate that the page does not promise miracles. Capsules are easy to swallow and no stomach upset. My doctor checked the ingredient list and was happy for me to take it.',
        '2025-02-06T08:15:00Z',
      ),
      review(
        'Omar H.',
        5,
        null,
        'Three months in. I cannot say what it has or has not done, and the box is honest about that, but it is the simplest way I found to take everything in one go instead of five separate bottles.',
        '2025-04-14T22:40:00Z',
      ),
      review(
        'Lukas P.',
        4,
        'Sensible',
        "My urologist said antioxidants are reasonable to try while we wait for a repeat test, as long as the doses are sensible and I don't expect too much. This kit is what I settled on after comparing labels: the amounts are clearly listed, nothing is in mega-doses, and there are no proprietary blends hiding quantities. The soft gel has a faint fishy smell when you open the bottle, otherwise no complaints. I would like a version without the soft gel for people who already take vitamin E elsewhere. Delivery was fast, three days to Toronto. I've set a reminder to reorder the 90-day pack because it works out cheaper per month.",
        '2025-06-09T11:50:00Z',
      ),
      review(
        'Greg T.',
        3,
        'Pricey',
        'Fine product, clearly labelled, but you could buy the ingredients separately for less if you do not mind more pills.',
        '2025-07-27T14:35:00Z',
        false,
      ),
    ],
  };
}

function consultation(position: number): ProductSeed {
  const key = 'specialist-consultation';
  return {
    id: key,
    slug: 'specialist-video-consultation',
    brand: 'varicocele',
    categoryId: CARE_CATEGORY,
    kind: 'consultation',
    name: 'Specialist Video Consultation',
    description: paragraphs(
      'A private video call with a clinician who works with varicocele and male fertility every week. Bring your questions, your symptoms and any results you already have (an ultrasound report, a semen analysis), and leave with a clear picture of your options and the next sensible step.',
      'First consultation, 30 minutes: your history, your symptoms and goals (comfort, fertility, or both), a review of your results, and an explanation of the options from watchful waiting to repair or embolisation. Follow-up, 20 minutes: for people who have already had a first consultation, to go over new results or decide on next steps.',
      'After purchase you choose a time from the calendar on our Consult page; you will get a confirmation email with a secure video link. A video consultation cannot include a physical examination, so your specialist may recommend an in-person exam or an ultrasound, and will write a short summary you can share with your own doctor.',
      'This is not an emergency service. Sudden severe testicular pain, swelling with fever, or a hard lump need urgent, in-person care: go to an emergency department or call your local emergency number.',
    ),
    attributes: { Session: ['First consultation, 30 minutes', 'Follow-up, 20 minutes'] },
    multiSelectAttributes: [],
    position,
    variants: [
      {
        id: `${key}-first`,
        sku: 'VAR-CONSULT-30',
        attributes: { Session: 'First consultation, 30 minutes' },
        price: '120.00',
        priceBeforeDiscount: null,
        quantity: 40,
        position: 0,
      },
      {
        id: `${key}-follow-up`,
        sku: 'VAR-CONSULT-20',
        attributes: { Session: 'Follow-up, 20 minutes' },
        price: '75.00',
        priceBeforeDiscount: null,
        quantity: 40,
        position: 1,
      },
    ],
    media: [
      image(`${key}-1`, 'A video call with a specialist on a laptop screen', 0),
      image(`${key}-2`, 'A calendar with an appointment slot booked for a consultation', 1),
      image(`${key}-3`, 'A checklist of what to prepare before a consultation', 2),
    ],
    reviews: [
      review(
        'Christopher L.',
        5,
        'Worth every cent',
        'Thirty minutes with someone who knew the subject inside out. No rush, no sales pitch, and a written summary for my GP the next day.',
        '2025-01-29T17:20:00Z',
      ),
      review(
        'Ahmed R.',
        5,
        'Clear answers',
        "I had pain on the left side for about a year and two doctors had told me it was 'probably nothing'. The specialist took the time to ask when the ache came on, what made it better, and whether it changed when I lay down. She explained that the pattern fitted a varicocele but that she could not confirm it without an exam and a scrotal ultrasound, and she wrote to my GP asking for the scan. The scan confirmed a grade 2 varicocele. In the follow-up call we talked through repair versus living with it, and she was honest that surgery helps pain for most people but not everyone. I decided to try the conservative route first. I finally feel like someone listened.",
        '2025-03-13T13:10:00Z',
      ),
      review(
        'Ian W.',
        4,
        null,
        'Good consultation. The video link needed a browser update on my work laptop, so test it beforehand.',
        '2025-05-02T09:00:00Z',
      ),
      review(
        'Mateus C.',
        5,
        'Helped us decide',
        'My wife and I joined together. We understood our options much better afterwards and felt confident taking the next step with our local clinic.',
        '2025-08-25T18:45:00Z',
      ),
    ],
  };
}

function appSubscription(position: number): ProductSeed {
  const key = 'careapp-subscription';
  return {
    id: key,
    slug: 'careapp-health-assistant-subscription',
    brand: 'varicocele',
    categoryId: CARE_CATEGORY,
    kind: 'app',
    name: "CareApp Men's Health Assistant Subscription",
    description: paragraphs(
      'CareApp is a private health assistant for men. Ask questions in plain language and get clear, sourced answers; keep a simple log of symptoms, pain and comfort; track the conditions you are managing; and turn it all into a short summary to take to your next appointment.',
      'The assistant explains and organises, it does not diagnose. When something you describe sounds urgent, such as sudden severe testicular pain, swelling with fever or a hard lump, it tells you so and points you to urgent care.',
      'Monthly: billed every month, cancel any time. Annual: one payment for twelve months, about three months free. Your data stays yours: you can export or delete your chats and records at any time.',
    ),
    attributes: { Plan: ['Monthly', 'Annual'] },
    multiSelectAttributes: [],
    position,
    variants: [
      {
        id: `${key}-monthly`,
        sku: 'CARE-APP-1M',
        attributes: { Plan: 'Monthly' },
        price: '9.99',
        priceBeforeDiscount: null,
        quantity: 9999,
        position: 0,
      },
      {
        id: `${key}-annual`,
        sku: 'CARE-APP-12M',
        attributes: { Plan: 'Annual' },
        price: '89.99',
        priceBeforeDiscount: '119.88',
        quantity: 9999,
        position: 1,
      },
    ],
    media: [
      image(`${key}-1`, 'CareApp on a phone: a chat with the health assistant', 0),
      image(`${key}-2`, 'CareApp on a phone: a weekly comfort and symptom chart', 1),
    ],
    reviews: [
      review(
        'Dylan M.',
        4,
        'Useful for appointment prep',
        'I log my ache score most evenings and the summary it generated before my urology appointment was genuinely useful. The chat is good at explaining terms.',
        '2025-04-22T20:05:00Z',
      ),
      review(
        'Sebastian Q.',
        5,
        null,
        'Clear, calm answers and it does not pretend to be a doctor. It told me straight away to get seen when I described a sudden sharp pain, which turned out to be the right call.',
        '2025-06-18T07:55:00Z',
      ),
      review(
        'Patrick N.',
        4,
        'Good value on the annual plan',
        'Switched from monthly to annual after two months. The tracking could use more chart options.',
        '2025-08-06T16:30:00Z',
        false,
      ),
    ],
  };
}

// ---------------------------------------------------------------- export

export const products: ProductSeed[] = [
  briefProduct(classicBrief, 0),
  briefProduct(sportBrief, 1),
  briefProduct(trunkBrief, 2),
  briefProduct(meshBrief, 3),
  threePack(4),
  fivePack(5),
  treatmentKit(0),
  guide(1),
  supplementKit(2),
  consultation(3),
  appSubscription(4),
];
