class AppError(Exception):
    pass

class ConfigError(AppError):
    pass

try:
    raise ConfigError("bad config")
except AppError as e:
    print(type(e).__name__, e)
print(issubclass(ConfigError, Exception))
