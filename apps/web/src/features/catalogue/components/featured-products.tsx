import { ProductList } from './product-list';
import type { ProductListProps } from './product-list';
import { ProductSlider } from './slider';

/** A product list in a slider; its own chunk, for landing pages where it sits below the fold. */
export default function FeaturedProducts(props: Omit<ProductListProps, 'Slider'>) {
  return <ProductList {...props} Slider={ProductSlider} />;
}
