/** Zoom step of the buttons and keys. */
export const ZOOM_STEP = 0.2;
/** Zoom step of one mouse-wheel notch. */
export const WHEEL_ZOOM_STEP = 0.3;
export const ROTATE_STEP = 90;
/**
 * The scale must stay above this. A zoom step that would land at or below it is refused (the state
 * is left as it was), so from 1 the buttons stop at 0.4 and the wheel at 0.4; mixing the two can
 * reach 0.3. Nothing is rounded up to "just above 0.2", which would show as 0.2.
 */
export const SCALE_FLOOR = 0.2;
/** Zooming in stops here. */
export const MAX_SCALE = 5;

export interface ViewerState {
  index: number;
  count: number;
  scale: number;
  /** Degrees, always one of 0, 90, 180, 270. */
  rotation: number;
}

export type ViewerAction =
  | { type: 'zoom'; by: number }
  | { type: 'rotate'; by: number }
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'go'; index: number }
  | { type: 'reset'; index: number; count: number };

// Two decimals keep repeated 0.2 steps from drifting (0.6000000000000001).
const round = (n: number): number => Math.round(n * 100) / 100;

const clampIndex = (index: number, count: number): number =>
  count <= 0 ? 0 : Math.min(Math.max(0, Math.trunc(index)), count - 1);

export function initialViewerState(index: number, count: number): ViewerState {
  return { index: clampIndex(index, count), count: Math.max(0, count), scale: 1, rotation: 0 };
}

function goTo(state: ViewerState, index: number): ViewerState {
  if (index < 0 || index >= state.count || index === state.index) return state;
  return { ...state, index, scale: 1, rotation: 0 };
}

export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'zoom': {
      const scale = round(state.scale + action.by);
      if (scale <= SCALE_FLOOR || scale > MAX_SCALE) return state;
      return { ...state, scale };
    }
    case 'rotate': {
      const rotation = (((state.rotation + action.by) % 360) + 360) % 360;
      return { ...state, rotation };
    }
    case 'previous':
      return goTo(state, state.index - 1);
    case 'next':
      return goTo(state, state.index + 1);
    case 'go':
      return goTo(state, Math.trunc(action.index));
    case 'reset':
      return initialViewerState(action.index, action.count);
  }
}

export const zoomIn = (by = ZOOM_STEP): ViewerAction => ({ type: 'zoom', by });
export const zoomOut = (by = ZOOM_STEP): ViewerAction => ({ type: 'zoom', by: -by });
export const rotateLeft: ViewerAction = { type: 'rotate', by: -ROTATE_STEP };
export const rotateRight: ViewerAction = { type: 'rotate', by: ROTATE_STEP };
