import { Group, Layer, Rect, Text } from 'react-konva';
import type { PlacedFrame } from '../canvas/spread-geometry';
import { MIN_TAG, outlinesFor, STROKE, TAG_FONT, TAG_PAD } from './outlines';
import { usePresence } from './use-presence';

interface Props {
  frames: readonly PlacedFrame[];
  width: number;
  height: number;
  scale: number;
  originX: number;
  originY: number;
}

/**
 * The others' selections on the spread shown: a stroke in each person's colour round the frame or
 * text they selected, with their name on a small tag beside it. Its own layer, listening to
 * nothing, so a tap always reaches the frame under it; my own selection's outline is not touched.
 */
export function PresenceOutlines({ frames, width, height, scale, originX, originY }: Props) {
  const { presence } = usePresence();
  const outlines = outlinesFor(
    frames,
    presence,
    (f) => ({
      x: originX + f.box.x * scale,
      y: originY + f.box.y * scale,
      width: f.box.width * scale,
      height: f.box.height * scale,
    }),
    { width, height },
  );
  if (outlines.length === 0) return null;
  return (
    <Layer listening={false}>
      {outlines.map((o) => (
        <Group key={o.key}>
          <Rect
            x={o.box.x}
            y={o.box.y}
            width={o.box.width}
            height={o.box.height}
            stroke={o.colour}
            strokeWidth={STROKE}
            cornerRadius={2}
          />
          {o.tag.width >= MIN_TAG && (
            <>
              <Rect {...o.tag} fill={o.colour} cornerRadius={3} />
              <Text
                {...o.tag}
                text={o.name}
                fontSize={TAG_FONT}
                fontStyle="bold"
                fill={o.ink}
                padding={TAG_PAD}
                verticalAlign="middle"
                wrap="none"
                ellipsis
              />
            </>
          )}
        </Group>
      ))}
    </Layer>
  );
}
