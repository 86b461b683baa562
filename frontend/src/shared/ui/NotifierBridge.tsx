import { App } from 'antd';
import { useEffect } from 'react';
import { setNotifier } from './notifier';

/** Hands the antd App's notification instance to code outside React (see notifier.ts). */
export function NotifierBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    setNotifier(notification);
    return () => setNotifier(undefined);
  }, [notification]);
  return null;
}
