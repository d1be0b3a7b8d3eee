// flickr's justified-layout ships no types; the bench uses only this call.
declare module 'justified-layout' {
  interface JustifiedBox {
    aspectRatio: number;
    top: number;
    left: number;
    width: number;
    height: number;
  }
  interface JustifiedResult {
    containerHeight: number;
    widowCount: number;
    boxes: JustifiedBox[];
  }
  export default function justifiedLayout(
    input: number[] | { width: number; height: number }[],
    config?: { containerWidth?: number; targetRowHeight?: number; boxSpacing?: number },
  ): JustifiedResult;
}
