import type { ComponentType, CSSProperties } from 'react';
import AccountBookOutlined from '@ant-design/icons/AccountBookOutlined';
import ApiOutlined from '@ant-design/icons/ApiOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import ContainerOutlined from '@ant-design/icons/ContainerOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import DeploymentUnitOutlined from '@ant-design/icons/DeploymentUnitOutlined';
import FileOutlined from '@ant-design/icons/FileOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import RocketOutlined from '@ant-design/icons/RocketOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import SoundOutlined from '@ant-design/icons/SoundOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';

type IconComponent = ComponentType<{ style?: CSSProperties; className?: string; 'aria-hidden'?: boolean }>;

// A fixed set keeps the bundle small; the server names icons by their @ant-design/icons export.
const ICONS: Record<string, IconComponent> = {
  AccountBookOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BellOutlined,
  CalendarOutlined,
  CarOutlined,
  CloudUploadOutlined,
  ContainerOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  FileOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FormOutlined,
  HomeOutlined,
  IdcardOutlined,
  MessageOutlined,
  NotificationOutlined,
  OrderedListOutlined,
  ProfileOutlined,
  RocketOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SearchOutlined,
  SendOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  SoundOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserAddOutlined,
  UserOutlined,
  WalletOutlined,
};

const DEFAULT_ICON = AppstoreOutlined;

const COLOURFUL = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#f5222d', '#faad14'];

export function iconComponent(name: string | undefined): IconComponent {
  return (name && ICONS[name]) || DEFAULT_ICON;
}

/** A stable colour per icon key, used by the "colourful icons" setting. */
export function iconColour(key: string): string {
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return COLOURFUL[hash % COLOURFUL.length];
}

export function MenuIcon({ name, colourKey }: { name?: string; colourKey?: string }) {
  const Icon = iconComponent(name);
  return <Icon aria-hidden style={colourKey ? { color: iconColour(colourKey) } : undefined} />;
}
