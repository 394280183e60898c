import minitf
minitf.set_verbosity("loud")
