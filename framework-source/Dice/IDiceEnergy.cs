using DiceRolling.Id;
using Godot;

namespace DiceRolling.Dice;

/// <summary>
/// Contrato das propriedades de uma energia de dado (nome, descrição, cores e ícone).
/// </summary>
/// <remarks>Implementado por <see cref="DiceEnergy"/>.</remarks>
public interface IDiceEnergy : IIdentifiable
{
    /// <summary>Nome exibido da energia.</summary>
    string Name { get; }

    /// <summary>Descrição da energia.</summary>
    string? Description { get; }

    /// <summary>Cor de fundo usada ao desenhar a energia.</summary>
    Color BackgroundColor { get; }

    /// <summary>Cor principal da energia.</summary>
    Color MainColor { get; }

    /// <summary>Ícone da energia.</summary>
    Texture2D? Icon { get; }

    /// <summary>Caminho de recurso do ícone.</summary>
    string? IconPath { get; }
}
