using GdUnit4;

/// <summary>
/// Testes GdUnit4 dos atributos: a suíte <see cref="AttributeTypeTests"/>, que verifica o construtor de
/// <see cref="DiceRolling.Attributes.AttributeType"/>.
/// </summary>
namespace DiceRolling.Tests.Attributes;

/// <summary>
/// Suíte de testes GdUnit4 de <see cref="DiceRolling.Attributes.AttributeType"/>.
/// </summary>
[TestSuite]
public class AttributeTypeTests
{
    /// <summary>Verifica que o construtor completo de <see cref="DiceRolling.Attributes.AttributeType"/> preenche nome, descrição, cor, ícone e valores mínimo e máximo.</summary>
    [TestCase]
    public static void Constructor_ShouldInitializeProperties() => throw null;
}
