import { addMessages } from '../i18n';

export const WIDGETS_NS = 'widgets';

const zhCN = {
  timeSelect: { placeholder: '请选择时间' },
  datePicker: {
    placeholder: '请选择日期',
    today: '今天',
    tomorrow: '明天',
    oneWeekLater: '一周后',
  },
  rangeFilter: { start: '开始日期', end: '结束日期' },
  region: { placeholder: '请选择省/市/区', notFound: '无匹配地区' },
  upload: {
    button: '上传',
    tooLarge: '上传失败，超过{{size}}M限制',
    wrongType: '上传失败，不支持的文件类型',
    tooMany: '最多上传{{count}}个文件',
  },
  imageViewer: {
    title: '图片预览',
    zoomIn: '放大',
    zoomOut: '缩小',
    rotateLeft: '向左旋转',
    rotateRight: '向右旋转',
    previous: '上一张',
    next: '下一张',
    loadFailed: '加载失败',
  },
};

export type WidgetMessages = typeof zhCN;

const zhTW: WidgetMessages = {
  timeSelect: { placeholder: '請選擇時間' },
  datePicker: {
    placeholder: '請選擇日期',
    today: '今天',
    tomorrow: '明天',
    oneWeekLater: '一週後',
  },
  rangeFilter: { start: '開始日期', end: '結束日期' },
  region: { placeholder: '請選擇省/市/區', notFound: '無符合地區' },
  upload: {
    button: '上傳',
    tooLarge: '上傳失敗，超過{{size}}M限制',
    wrongType: '上傳失敗，不支援的檔案類型',
    tooMany: '最多上傳{{count}}個檔案',
  },
  imageViewer: {
    title: '圖片預覽',
    zoomIn: '放大',
    zoomOut: '縮小',
    rotateLeft: '向左旋轉',
    rotateRight: '向右旋轉',
    previous: '上一張',
    next: '下一張',
    loadFailed: '載入失敗',
  },
};

const en: WidgetMessages = {
  timeSelect: { placeholder: 'Select a time' },
  datePicker: {
    placeholder: 'Select a date',
    today: 'Today',
    tomorrow: 'Tomorrow',
    oneWeekLater: 'In one week',
  },
  rangeFilter: { start: 'Start date', end: 'End date' },
  region: { placeholder: 'Province / city / district', notFound: 'No matching region' },
  upload: {
    button: 'Upload',
    tooLarge: 'Upload failed: exceeds the {{size}}M limit',
    wrongType: 'Upload failed: file type not supported',
    tooMany: 'At most {{count}} files can be uploaded',
  },
  imageViewer: {
    title: 'Image preview',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    rotateLeft: 'Rotate left',
    rotateRight: 'Rotate right',
    previous: 'Previous',
    next: 'Next',
    loadFailed: 'Load failed',
  },
};

export const widgetMessages = { zh_CN: zhCN, zh_TW: zhTW, en };

addMessages(WIDGETS_NS, widgetMessages);
