import {
  initialViewerState,
  MAX_SCALE,
  rotateLeft,
  rotateRight,
  viewerReducer,
  WHEEL_ZOOM_STEP,
  zoomIn,
  zoomOut,
  type ViewerAction,
  type ViewerState,
} from './image-viewer-state';

const run = (state: ViewerState, ...actions: ViewerAction[]): ViewerState =>
  actions.reduce(viewerReducer, state);
const start = initialViewerState(0, 3);

describe('viewerReducer', () => {
  it('starts at scale 1, no rotation, at the given index (kept within the list)', () => {
    expect(initialViewerState(1, 3)).toEqual({ index: 1, count: 3, scale: 1, rotation: 0 });
    expect(initialViewerState(9, 3).index).toBe(2);
    expect(initialViewerState(-1, 3).index).toBe(0);
    expect(initialViewerState(0, 0)).toEqual({ index: 0, count: 0, scale: 1, rotation: 0 });
  });

  it('zooms by 0.2 per button step without float drift', () => {
    expect(run(start, zoomIn()).scale).toBe(1.2);
    expect(run(start, zoomIn(), zoomIn(), zoomIn()).scale).toBe(1.6);
    expect(run(start, zoomOut()).scale).toBe(0.8);
    expect(run(start, zoomOut(), zoomOut()).scale).toBe(0.6);
    expect(run(start, zoomIn(), zoomOut()).scale).toBe(1);
  });

  it('zooms by 0.3 per wheel step', () => {
    expect(run(start, zoomIn(WHEEL_ZOOM_STEP)).scale).toBe(1.3);
    expect(run(start, zoomOut(WHEEL_ZOOM_STEP)).scale).toBe(0.7);
  });

  it('refuses a step that would bring the scale to 0.2 or below', () => {
    const atMin = run(start, zoomOut(), zoomOut(), zoomOut());
    expect(atMin.scale).toBe(0.4);
    expect(viewerReducer(atMin, zoomOut())).toBe(atMin);
    expect(run(atMin, zoomOut(), zoomOut(), zoomOut()).scale).toBe(0.4);

    const wheelMin = run(start, zoomOut(WHEEL_ZOOM_STEP), zoomOut(WHEEL_ZOOM_STEP));
    expect(wheelMin.scale).toBe(0.4);
    expect(viewerReducer(wheelMin, zoomOut(WHEEL_ZOOM_STEP))).toBe(wheelMin);

    const mixed = run(start, zoomOut(WHEEL_ZOOM_STEP), zoomOut(), zoomOut());
    expect(mixed.scale).toBe(0.3);
    expect(viewerReducer(mixed, zoomOut())).toBe(mixed);
    expect(viewerReducer(mixed, zoomOut(WHEEL_ZOOM_STEP))).toBe(mixed);
  });

  it('never lets the scale go at or below 0.2 whatever the steps', () => {
    let state = start;
    const steps = [zoomOut(), zoomOut(WHEEL_ZOOM_STEP), zoomIn(), zoomOut(), zoomOut(WHEEL_ZOOM_STEP)];
    for (let i = 0; i < 200; i += 1) {
      state = viewerReducer(state, steps[i % steps.length]);
      expect(state.scale).toBeGreaterThan(0.2);
    }
  });

  it('stops zooming in at the maximum', () => {
    let state = start;
    for (let i = 0; i < 50; i += 1) state = viewerReducer(state, zoomIn());
    expect(state.scale).toBe(MAX_SCALE);
  });

  it('rotates by 90 degrees and wraps within 0..270', () => {
    expect(run(start, rotateRight).rotation).toBe(90);
    expect(run(start, rotateLeft).rotation).toBe(270);
    expect(run(start, rotateRight, rotateRight, rotateRight, rotateRight).rotation).toBe(0);
    expect(run(start, rotateLeft, rotateLeft, rotateLeft, rotateLeft, rotateLeft).rotation).toBe(270);
    expect(run(start, rotateRight, rotateLeft).rotation).toBe(0);
  });

  it('moves within the list without wrapping and resets zoom and rotation on a move', () => {
    expect(viewerReducer(start, { type: 'previous' })).toBe(start);
    const changed = run(start, zoomIn(), rotateRight);
    const second = viewerReducer(changed, { type: 'next' });
    expect(second).toEqual({ index: 1, count: 3, scale: 1, rotation: 0 });
    const last = run(second, { type: 'next' });
    expect(last.index).toBe(2);
    const tweakedLast = run(last, zoomOut());
    expect(viewerReducer(tweakedLast, { type: 'next' })).toBe(tweakedLast);
    expect(run(last, { type: 'previous' }).index).toBe(1);
    expect(run(start, { type: 'go', index: 2 }).index).toBe(2);
    expect(viewerReducer(start, { type: 'go', index: 3 })).toBe(start);
    expect(viewerReducer(start, { type: 'go', index: -1 })).toBe(start);
  });

  it('resets to a new list', () => {
    const changed = run(start, zoomIn(), rotateRight, { type: 'next' }, zoomIn());
    expect(viewerReducer(changed, { type: 'reset', index: 4, count: 5 })).toEqual({
      index: 4,
      count: 5,
      scale: 1,
      rotation: 0,
    });
  });
});
