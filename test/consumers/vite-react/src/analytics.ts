(window as Window & { analyticsStarted?: boolean }).analyticsStarted = true;

export {};
