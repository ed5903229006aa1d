/**
 * Phone-width rules of the shell. Header labels (language name, user name, 在线沟通) are hidden only
 * visually: they stay the controls' accessible names while the icons carry them on screen.
 */
export const PHONE_CSS = `
@media (max-width: 767px) {
  .portal-header { gap: 0 !important; padding-right: 4px !important; }
  .portal-header .portal-header-action { padding: 0 6px; min-width: 40px; }
  .portal-header .portal-header-action > span:not(.ant-badge):not([role='img']):not(.anticon):not(.ant-avatar),
  .portal-header .ant-btn > span:not(.ant-btn-icon) {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  .portal-header .ant-btn { width: 40px; height: 40px; }
  .portal-main .ant-card-head-title { white-space: normal; overflow: visible; }
  .portal-main .ant-card-head-title .ant-space { flex-wrap: wrap; row-gap: 4px; }
  .portal-main .ant-card-head { flex-wrap: wrap; padding-block: 8px; }
}
`;
