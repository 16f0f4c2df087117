@testable import DarkroomFuzzing
