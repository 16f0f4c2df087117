print("gallery: not written yet")
