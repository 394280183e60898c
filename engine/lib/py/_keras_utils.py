# keras.utils: seeding and the progress bar.
import _keras_backend as backend
import _keras_callbacks as callbacks

set_random_seed = backend.set_random_seed
Progbar = callbacks.Progbar
