/**
 * The sample products, from the product model (product/samples.ts): one description of each, so every page
 * computes the same fees for it. Products used by one page live in that page's module.
 */
export {
  boxedGarlicPress,
  compactGarlicPress,
  homeKitchenItem,
  siliconeLidSet,
  utensilSet,
  yogaMat,
} from "~/product/samples";
