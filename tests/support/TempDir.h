#pragma once
// A scratch folder for one test, removed afterwards: named by the test (and `name`, for tests that
// need several) and the process, so tests running side by side never share one.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

namespace gantry::testing {

class TempDir {
public:
    explicit TempDir(const std::string& name = {})
    {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        const std::string test = info ? std::string(info->test_suite_name()) + "-" + info->name() : std::string("test");
        path = std::filesystem::temp_directory_path()
            / ("gantry-" + test + (name.empty() ? "" : "-" + name) + "-" + std::to_string(::getpid()));
        std::filesystem::remove_all(path);
        std::filesystem::create_directories(path);
    }
    ~TempDir() { std::filesystem::remove_all(path); }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    /// Writes `contents` into the file `name` in the folder and returns its path.
    std::string write(const std::string& name, const std::string& contents) const
    {
        const auto file = (path / name).string();
        std::ofstream(file, std::ios::binary) << contents;
        return file;
    }

    std::filesystem::path path;
};

} // namespace gantry::testing
