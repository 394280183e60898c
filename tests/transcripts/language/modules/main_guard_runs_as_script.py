def main():
    print("running main")

print(__name__)
if __name__ == "__main__":
    main()
