window.analyticsStarted = true;
