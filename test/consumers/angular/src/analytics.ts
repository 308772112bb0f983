(window as { analyticsStarted?: boolean }).analyticsStarted = true;
export {};
