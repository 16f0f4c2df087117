// `import DarkroomUI` in a test file gives the views (DarkroomViews) with the API they accept
// and ignore (DarkroomInert), the snapshot core and the image engine (DarkroomImage), and the
// view snapshot strategies defined here.
@_exported import DarkroomImage
@_exported import DarkroomInert
@_exported import DarkroomViews
