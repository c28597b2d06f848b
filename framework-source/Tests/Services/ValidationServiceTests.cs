using GdUnit4;

/// <summary>
/// Testes GdUnit4 dos serviços: a suíte <see cref="ValidationServiceTests"/>, que verifica as validações de nome e
/// de faixa mínima e máxima de <see cref="DiceRolling.Services.ValidationService"/>.
/// </summary>
namespace DiceRolling.Tests.Services;

/// <summary>
/// Suíte de testes GdUnit4 de <see cref="DiceRolling.Services.ValidationService"/>.
/// </summary>
[TestSuite]
public class ValidationServiceTests
{
    /// <summary>Verifica que <see cref="DiceRolling.Services.ValidationService.ValidateMinMaxValues"/> devolve <see langword="false"/> quando o mínimo é maior que o máximo.</summary>
    [TestCase]
    public static void ValidateValues_ShouldReturnFalse_WhenMinValueIsGreaterThanMaxValue() => throw null;

    /// <summary>Verifica que <see cref="DiceRolling.Services.ValidationService.ValidateName"/> devolve <see langword="false"/> para nome nulo ou vazio.</summary>
    [TestCase]
    public static void ValidateName_ShouldReturnFalse_WhenSetToNullOrEmpty() => throw null;
}
