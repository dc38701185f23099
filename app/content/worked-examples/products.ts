/**
 * The sample products, from the product model (product/samples.ts): one description of each, so every page
 * computes the same fees for it. Products used by one page live in that page's module.
 */
export {
  bakingMat,
  boxedGarlicPress,
  compactGarlicPress,
  deskLamp,
  gardenKneeler,
  herbKeeper,
  homeKitchenItem,
  resistanceBands,
  siliconeLidSet,
  spatulaSet,
  utensilSet,
  yogaMat,
} from "~/product/samples";
