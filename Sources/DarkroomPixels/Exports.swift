// The engine reads and writes files through FileBytes; `import DarkroomPixels` brings it along.
@_exported import DarkroomFiles
