// `import DarkroomImage` brings the image engine (Bitmap, PNG, comparison) with the strategies.
@_exported import Darkroom
@_exported import DarkroomPixels
