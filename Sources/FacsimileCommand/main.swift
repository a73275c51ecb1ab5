print("facsimile")
