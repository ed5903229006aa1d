import './locales';

export { WIDGETS_NS } from './locales';
export { TimeSelect, timeOptions, type TimeSelectProps } from './time-select';
export {
  DatePickerWithShortcuts,
  shortcutDate,
  type DateShortcut,
  type DatePickerWithShortcutsProps,
} from './date-picker-with-shortcuts';
export { AppointmentPicker, type AppointmentPickerProps } from './appointment-picker';
export {
  DateTimeRangeFilter,
  toRangeParams,
  type RangeParams,
  type DateRange,
  type DateTimeRangeFilterProps,
} from './date-time-range-filter';
export {
  RegionCascader,
  loadRegionTree,
  clearRegionTree,
  regionText,
  type RegionNode,
  type RegionCascaderProps,
} from './region-cascader';
export { fileKind, type FileKind, type AcceptKind } from './file-kind';
export { UploadWithProgress, type UploadWithProgressProps } from './upload-with-progress';
export { ImageViewer, type ImageViewerProps } from './image-viewer';
export { viewerReducer, initialViewerState, type ViewerState, type ViewerAction } from './image-viewer-state';
