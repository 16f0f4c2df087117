// The lint's findings are the shared lint model, so `import DarkroomLocalization` brings it along.
@_exported import DarkroomLint
