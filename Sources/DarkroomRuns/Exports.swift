// `import DarkroomRuns` is all a run declaration needs: the views and their traits
// (DarkroomUI: `Color`, `ColorScheme`, devices, text sizes), the app's strings
// (`StringCatalogSet`), the layout lint (`LayoutLint`), the accessibility audit
// (`AccessibilityAudit`), the screenshot plan (`ScreenshotPlan`)
// and preview filters (`RunScreen.previews(_:)`), so a test target lists one product for runs.
@_exported import DarkroomAccessibility
@_exported import DarkroomLocalization
@_exported import DarkroomPreviews
@_exported import DarkroomRunsCore
@_exported import DarkroomScreenshots
@_exported import DarkroomStrings
@_exported import DarkroomUI
