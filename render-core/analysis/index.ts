export { type GrayImage, grayFromPixels, resizeGray, fitGray } from './pixels';
export { differenceHash, hashDistance } from './hash';
export {
  ANALYSIS_EDGE,
  exposureScore,
  laplacianVariance,
  type QualityScores,
  qualityScores,
} from './quality';
export {
  type AnalysedPhoto,
  GROUP_DEFAULTS,
  type GroupOptions,
  type GroupReason,
  groupSimilar,
  type PhotoGroup,
} from './groups';
export { chooseForDraft, type DraftChoice, type LeftOutReason } from './choose';
export { analyseGray, analysePixels } from './analyse';
